// Exposed as './TaskList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { TaskListPage } from '../features/tasks/components/TaskListPage';

export default TaskListPage;
