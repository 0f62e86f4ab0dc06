export { createActivities, type Activities } from './service';
export { registerActivityRoutes } from './routes';
export { deleteActivityData } from './cleanup';
export { registerActivitiesTestApi } from './devapi';
