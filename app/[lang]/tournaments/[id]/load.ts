import 'server-only';
import { notFound } from 'next/navigation';
import { currentDate } from '@/server/clock';
import { readConnection } from '@/server/data';
import { announcementView, type AnnouncementView } from '@/server/entries';

/** The announcement of the page's reservation id, or the 404 page (an unknown id, a hidden season, a rejected reservation). */
export function loadAnnouncement(id: string): AnnouncementView {
  if (!/^\d{1,9}$/.test(id)) notFound();
  const v = announcementView(readConnection(), Number(id), currentDate());
  if (!v.ok) notFound();
  return v.value;
}
