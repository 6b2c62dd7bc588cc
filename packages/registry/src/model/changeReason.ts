/** Longest reason a change of the registry keeps for the audit trail (the ops API refuses longer). */
export const MAX_REASON_LENGTH = 500;
