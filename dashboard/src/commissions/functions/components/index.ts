export { FunctionsListScreen, FunctionCreateScreen, FunctionStepsScreen, FunctionEditScreen } from './FunctionScreens';
