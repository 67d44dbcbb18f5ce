// Kept only for the two catch-all pages (`[...rest]`), which issue 21's work is changing: they
// import `noScreen` from here. It lives in lib/routing/params.ts; delete this file once they do.
export { noScreen } from '@/lib/routing/params';
