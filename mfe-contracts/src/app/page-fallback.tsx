// The contracts app imports its page fallback from here: it is the one every area shows (issue 47 item 10), kept
// in @portal/remote so that no area draws its own.
export { PageFallback } from '@portal/remote/fallback-pages';
