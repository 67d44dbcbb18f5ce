// The ALTCHA proof-of-work worker, bundled from the package and served from this site: the widget's
// default build starts its workers from blob: URLs, which the Content-Security-Policy does not allow.
import 'altcha/workers/pbkdf2';
