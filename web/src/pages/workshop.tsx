import { useParams } from 'react-router';
import { Component as WorkshopStart } from './workshop-page.js';
import { Component as WorkshopScreen } from './workshop-screen-page.js';
import { Component as WorkshopJoin } from './join-page.js';

// The three workshop pages are one chunk behind one import, so the route table (part of every first
// visit's JavaScript) lists their files once: `/workshop`, `/workshop/{id}`, `/join/{code}`.
export function Component() {
  const { workshopId, code } = useParams();
  if (code !== undefined) return <WorkshopJoin />;
  return workshopId !== undefined ? <WorkshopScreen /> : <WorkshopStart />;
}
