import { BehaviorSubject } from 'rxjs';
import { bus, type ErrorPopupPayload, type PortalEventMap } from '@portal/events/bus';

/**
 * The popups waiting to be shown. Held outside React from the shell's start (and apart from the popups' code,
 * which loads when one is needed), so that anything asked for before the first render is not lost.
 */
export const shownError$ = new BehaviorSubject<ErrorPopupPayload | null>(null);
bus.on('api.error', (error) => shownError$.next(error));

export const shownMessage$ = new BehaviorSubject<PortalEventMap['message.show'] | null>(null);
bus.on('message.show', (message) => shownMessage$.next(message));
