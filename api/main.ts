// The API process of a deployment (docker compose `api` service). It is the same code path as
// `npm start`: with MONGODB_URI, TEMPORAL_ADDRESS, SMTP_URL, S3_BUCKET and PARTNER_URL set and
// ERP_BACKEND=none, nothing embedded starts and it serves the API and dashboard only.
import '../platform/start';
