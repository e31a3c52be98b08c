import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { PROFILE_HEADING } from './profile-heading';
import { MyLocations } from '../locations';
import { PreferencesTab } from './components/preferences-tab';
import { ProfileInfoTab } from './components/profile-info-tab';
import { profileTabs, readProfileTab, TAB_PARAM } from './logic/profile-tabs';

const tabSpacing = { px: { base: 'xs', sm: 'md' }, style: { flexShrink: 0 } } as const;

/** /profile (spec §2): three tabs, the one shown named by ?tab= so it can be linked to. */
export function ProfilePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readProfileTab(searchParams.get(TAB_PARAM));

  function handleTabChange(next: string | null) {
    const chosen = readProfileTab(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (chosen === profileTabs.info) params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, chosen);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <PageContainer>
      <PageHeader title={PROFILE_HEADING.title} description={PROFILE_HEADING.description} />
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        {/* Narrower tabs on a phone keep all three on one line, scrolling sideways at worst. */}
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value={profileTabs.info} {...tabSpacing}>
            Profile Information
          </Tabs.Tab>
          <Tabs.Tab value={profileTabs.preferences} {...tabSpacing}>
            Preferences
          </Tabs.Tab>
          <Tabs.Tab value={profileTabs.locations} {...tabSpacing}>
            Locations
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={profileTabs.info}>
          <ProfileInfoTab />
        </Tabs.Panel>
        <Tabs.Panel value={profileTabs.preferences}>
          <PreferencesTab />
        </Tabs.Panel>
        <Tabs.Panel value={profileTabs.locations}>
          <MyLocations />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
