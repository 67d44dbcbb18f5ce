// The spec's site-wide loads ask for up to 250 rows (filter lists); nothing may ask for more.
export default {
  rest: { defaultLimit: 25, maxLimit: 250, withCount: true },
};
