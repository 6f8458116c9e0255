export { ErpQueryPanel } from './ErpQueryPanel';
