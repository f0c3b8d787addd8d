import type { ListedPerson } from '@/data/safety-lists.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { ListedPersonItem } from './listed-person-item.tsx';
import * as css from './blocked-screen.css.ts';

interface ListedPeopleSectionProps {
  title: string;
  people: ListedPerson[] | undefined;
  empty: string;
  onUndo: (person: ListedPerson) => void;
}

/** "Blocked" or "Muted": the people, or what it means that there is nobody. */
export function ListedPeopleSection({ title, people, empty, onUndo }: ListedPeopleSectionProps) {
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {people === undefined ? <Skeleton blockSize="3.5rem" /> : null}
      {people?.length === 0 ? <p className={css.empty}>{empty}</p> : null}
      {people && people.length > 0 ? (
        <ul className={css.list}>
          {people.map((person) => (
            <ListedPersonItem key={person._id} person={person} onUndo={() => onUndo(person)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
