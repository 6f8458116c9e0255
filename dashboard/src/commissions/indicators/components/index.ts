export { IndicatorsListScreen } from './IndicatorsListScreen';
export { IndicatorsSelectScreen } from './IndicatorsSelectScreen';
export { IndicatorCreateScreen } from './IndicatorCreateScreen';
export { IndicatorStepsScreen } from './IndicatorStepsScreen';
export { IndicatorEditScreen } from './IndicatorEditScreen';
export { IndicatorEditor, type IndicatorEditorProps } from './IndicatorEditor';
export { IndicatorEditLoaded, type IndicatorEditLoadedProps } from './IndicatorEditLoaded';
export { IndicatorReadOnly, type IndicatorReadOnlyProps } from './IndicatorReadOnly';
