/**
 * What the moderation feature lets other features use (docs/architecture.md, "Layers of the web
 * app"): the conversation screen offers 'Report' for the other person and each of their messages.
 */
export { ReportButton } from './components/report-button';
