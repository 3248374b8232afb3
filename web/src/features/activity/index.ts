/**
 * The activity log's public entry: the History tab the file and task dialogs show
 * (docs/architecture.md#features-that-use-another).
 */
export { ObjectHistory } from './components/object-history.tsx';
