import { LegalDocumentPage } from '../components/legal-document-page';

export function PrivacyPage() {
  return <LegalDocumentPage kind="privacy" />;
}
