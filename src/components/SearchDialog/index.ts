export { SearchDialog, type SearchDialogProps } from './SearchDialog';
