import { LegalDocumentPage } from '../components/legal-document-page';

export function TermsPage() {
  return <LegalDocumentPage kind="terms" />;
}
