export { FunctionsListScreen } from './FunctionsListScreen';
export { FunctionCreateScreen } from './FunctionCreateScreen';
export { FunctionStepsScreen } from './FunctionStepsScreen';
export { FunctionEditScreen } from './FunctionEditScreen';
export { FunctionEditor, type FunctionEditorProps } from './FunctionEditor';
