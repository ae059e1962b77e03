import { ChevronRightIcon } from '../icons/icons.tsx';
import { useLinkComponent } from '../LinkProvider/LinkProvider.tsx';
import { current, item, link, list } from './Breadcrumbs.css.ts';

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The step's text. */
  label: string;
  /** Where it leads; the last step (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The trail from the top level to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark; English default. */
  label?: string;
}

/** Where the current page sits: a navigation landmark whose last step is the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumb' }: BreadcrumbsProps) {
  const Link = useLinkComponent();
  return (
    <nav aria-label={label}>
      <ol className={list}>
        {items.map((step, index) => {
          const isCurrent = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail may repeat a label; its order is its identity
            <li key={`${index}-${step.label}`} className={item}>
              {index > 0 ? <ChevronRightIcon /> : null}
              {isCurrent ? (
                step.href === undefined ? (
                  <span className={current} aria-current="page">
                    {step.label}
                  </span>
                ) : (
                  <Link href={step.href} className={`${link} ${current}`} aria-current="page">
                    {step.label}
                  </Link>
                )
              ) : step.href === undefined ? (
                <span>{step.label}</span>
              ) : (
                <Link href={step.href} className={link}>
                  {step.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
