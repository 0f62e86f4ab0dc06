// Exposed as './TaskEntry' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { TaskEntryButton } from '../features/tasks/components/TaskEntryButton';

export default TaskEntryButton;
