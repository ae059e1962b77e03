import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { type ReactNode, useId } from 'react';
import { tab, tabList, tabPanel } from './Tabs.css.ts';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, also what `selectedId` and `onSelectedIdChange` speak in. */
  id: string;
  /** The tab's text. */
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Names the tab list for assistive technology, e.g. "Candidate profile". */
  label: string;
  /** The selected tab when controlled. */
  selectedId?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultSelectedId?: string;
  /** Called with the id of the tab the user selects. */
  onSelectedIdChange?: (id: string) => void;
}

/** Tabs with their panels; arrow keys move between tabs (Ariakit). */
export function Tabs({
  tabs,
  label,
  selectedId,
  defaultSelectedId,
  onSelectedIdChange,
}: TabsProps) {
  // Element ids must be unique in the page; the caller's ids need only be unique here.
  const prefix = useId();
  const toElementId = (id: string) => `${prefix}-${id}`;
  const fromElementId = (elementId: string) => elementId.slice(prefix.length + 1);
  return (
    <TabProvider
      selectedId={selectedId === undefined ? undefined : toElementId(selectedId)}
      defaultSelectedId={
        defaultSelectedId === undefined ? undefined : toElementId(defaultSelectedId)
      }
      setSelectedId={(elementId) => {
        if (elementId) onSelectedIdChange?.(fromElementId(elementId));
      }}
    >
      <TabList aria-label={label} className={tabList}>
        {tabs.map((item) => (
          <Tab
            key={item.id}
            id={toElementId(item.id)}
            className={tab}
            disabled={item.disabled}
            accessibleWhenDisabled
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((item) => (
        <TabPanel key={item.id} tabId={toElementId(item.id)} className={tabPanel} unmountOnHide>
          {item.content}
        </TabPanel>
      ))}
    </TabProvider>
  );
}
