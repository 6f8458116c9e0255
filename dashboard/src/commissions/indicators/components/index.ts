export { IndicatorsSelectScreen, IndicatorsListScreen, IndicatorCreateScreen, IndicatorStepsScreen, IndicatorEditScreen } from './IndicatorScreens';
