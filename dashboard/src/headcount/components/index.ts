export { HeadcountScreen } from './HeadcountScreen';
export { TemplatesScreen } from './templates/TemplatesScreen';
