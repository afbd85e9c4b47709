import { useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface TabItem<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A picture before the label (the product's icon on the account tabs). */
  icon?: ReactNode;
}

/** 'pill': a row of rounded buttons; 'segmented': a switch of few tabs on a grey track; 'underline': a bar with a line under the open tab. */
export type TabsVariant = 'pill' | 'segmented' | 'underline';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const listClasses: Record<TabsVariant, string> = {
  pill: 'flex gap-2 overflow-x-auto pb-1',
  segmented: 'inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 dark:bg-slate-800',
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800',
};

function tabClass(variant: TabsVariant, isSelected: boolean, hasIcon: boolean): string {
  switch (variant) {
    case 'pill':
      return `inline-flex shrink-0 items-center gap-2 rounded-full text-sm font-semibold transition-colors ${focusRing} ${
        hasIcon ? 'py-1.5 pr-4 pl-1.5' : 'px-4 py-2'
      } ${
        isSelected
          ? 'bg-brand-600 text-white shadow-sm'
          : 'border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:bg-slate-800'
      }`;
    case 'segmented':
      return `inline-flex shrink-0 items-center gap-2 rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors ${focusRing} ${
        isSelected
          ? 'bg-white text-brand-700 shadow-sm dark:bg-slate-900 dark:text-brand-300'
          : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
      }`;
    case 'underline':
      return `-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold transition-colors ${focusRing} ${
        isSelected
          ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
          : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
      }`;
  }
}

/** The id of the tab for `value` in the tab set `tabsId` (what its panel is labelled by). */
export function tabIdOf(tabsId: string, value: string): string {
  return `${tabsId}-tab-${value.replace(/[^\w-]/g, '_')}`;
}

/** The id of the tab set's one panel, which shows the open tab's content. */
export function panelIdOf(tabsId: string): string {
  return `${tabsId}-panel`;
}

/** Where a key moves the selection among `count` tabs (wrapping at the ends), or null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export interface TabListProps<Value extends string> {
  /** Ties the tabs to their panel: the same id goes to TabPanel. */
  tabsId: string;
  /** The tab set's accessible name, e.g. 'Filter pesanan'. */
  label: string;
  tabs: readonly TabItem<Value>[];
  /** The open tab; it may come from the address (e.g. `?tab=`), the caller keeps it. */
  value: Value;
  onChange: (value: Value) => void;
  variant?: TabsVariant;
  /** Layout added to the row, e.g. how it scrolls on a phone. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of tabs after the WAI-ARIA tabs pattern: only the open tab is in the Tab order, Left and
 * Right move to the previous and next tab (wrapping), Home and End to the first and last, and a tab
 * opens as soon as it has the focus.
 */
export function TabList<Value extends string>({
  tabsId,
  label,
  tabs,
  value,
  onChange,
  variant = 'pill',
  className = '',
  ref,
}: TabListProps<Value>) {
  const buttons = useRef(new Map<Value, HTMLButtonElement>());
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  // With no tab open (a value the set does not hold), the first one takes the focus.
  const focusableIndex = Math.max(selectedIndex, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = targetIndex(event.key, selectedIndex, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    if (tab.value !== value) onChange(tab.value);
    buttons.current.get(tab.value)?.focus();
  };

  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={`${listClasses[variant]} ${className}`}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
              else buttons.current.delete(tab.value);
            }}
            id={tabIdOf(tabsId, tab.value)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelIdOf(tabsId)}
            tabIndex={index === focusableIndex ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => {
              if (!isSelected) onChange(tab.value);
            }}
            className={tabClass(variant, isSelected, tab.icon !== undefined)}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The id given to the TabList. */
  tabsId: string;
  /** The open tab, whose label names the panel. */
  value: string;
  ref?: Ref<HTMLDivElement>;
}

/** The open tab's content, named by its tab. */
export function TabPanel({ tabsId, value, ref, children, ...rest }: TabPanelProps) {
  return (
    <div
      {...rest}
      ref={ref}
      id={panelIdOf(tabsId)}
      role="tabpanel"
      aria-labelledby={tabIdOf(tabsId, value)}
      tabIndex={rest.tabIndex ?? 0}
    >
      {children}
    </div>
  );
}

export interface TabsProps<Value extends string> extends Omit<TabListProps<Value>, 'tabsId' | 'ref'> {
  /** Classes of the panel under the row. */
  panelClassName?: string;
  /** The open tab's content. */
  children: ReactNode;
}

/** A tab set whose panel follows its row directly; see TabList and TabPanel to place them apart. */
export function Tabs<Value extends string>({ panelClassName, children, ...listProps }: TabsProps<Value>) {
  const tabsId = useId();
  return (
    <>
      <TabList tabsId={tabsId} {...listProps} />
      <TabPanel tabsId={tabsId} value={listProps.value} className={panelClassName}>
        {children}
      </TabPanel>
    </>
  );
}
