
/** spec 2 §3 "Blocked user". */
export interface BlockedUser {
  id: number;
  headImg: string;
  userName: string;
  countryId: number;
}
