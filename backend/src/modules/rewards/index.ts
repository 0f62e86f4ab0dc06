export { createRewards, deleteRewardData, rewardKey, REWARD_COINS } from './service';
export type { Rewards, RewardKind } from './service';
export { registerRewardRoutes } from './routes';
