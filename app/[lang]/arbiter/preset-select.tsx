'use client';
import { usePathname, useRouter } from 'next/navigation';

/**
 * The regulation of a new season: every preset of lib/series/presets. Choosing one reloads the form's
 * rule fields with that preset's values (the page reads `?preset=`), so that what the arbiter sees
 * is what the season will get.
 */
export function PresetSelect({ label, presets, chosen }: { label: string; presets: { name: string; title: string }[]; chosen: string }) {
  const router = useRouter();
  const path = usePathname();
  return (
    <label>
      {label}
      <select
        name="preset"
        defaultValue={chosen}
        data-testid="preset-select"
        onChange={(e) => router.replace(`${path}?preset=${encodeURIComponent(e.currentTarget.value)}#create-season`, { scroll: false })}
      >
        {presets.map((p) => (
          <option key={p.name} value={p.name}>
            {p.title} ({p.name})
          </option>
        ))}
      </select>
    </label>
  );
}
