export { type HelperFunctionRecord, useHelperFunctions } from './useHelperFunctions';
export { useElementCatalogue } from './useElementCatalogue';
export { type PreviewAnswer, type PreviewInput, usePreview } from './usePreview';
export { useEditorSteps } from './useEditorSteps';
