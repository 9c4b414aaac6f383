export { CheckedNote, Sources, type SourceData } from './Sources';
