/** Sends a measurement beacon to /api/vitals; it outlives the page (sendBeacon), and a failure costs the visitor nothing. */
export function sendMeasurement(body: object): void {
  try {
    const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/api/vitals', blob)) {
      void fetch('/api/vitals', {
        method: 'POST',
        body: blob,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      }).catch(() => {});
    }
  } catch {
    // Measurement is best effort: never an error for the visitor.
  }
}
