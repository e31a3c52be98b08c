import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { CallToAction } from './components/call-to-action';
import { FeatureCards } from './components/feature-cards';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { Testimonial } from './components/testimonial';

export function LandingPage() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader label="Checking your session" />;
  if (status === 'authenticated') return <Navigate to={paths.calendar} replace />;

  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <FeatureCards />
        <CallToAction
          id="cta-time"
          title="Finding a time is the hard part. We do that bit."
          tone="light"
          buttonLabel="Find Time With Friends"
        >
          Add your free evenings once, invite a few friends, and Hangtime spots the overlaps for you: the Tuesday
          dinner, the Saturday hike, the long-overdue game night.
        </CallToAction>
        <Testimonial />
        <CallToAction
          id="cta-final"
          title="Ready to see your people more often?"
          tone="bold"
          buttonLabel="Start Your Free Account"
        >
          It takes two minutes to set up, and it's free while Hangtime is in beta.
        </CallToAction>
      </main>
      <LandingFooter />
    </>
  );
}
