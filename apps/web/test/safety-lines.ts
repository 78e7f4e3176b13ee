/** `GET /api/safety-resources?country=GB`'s data as the tests' server answers it: one line, Samaritans. */
export const GB_LINES = {
  country: 'GB',
  emergency_number: '999',
  resources: [
    {
      id: 'g1',
      name: 'Samaritans',
      phone: '116 123',
      sms: null,
      url: null,
      hours: '24 hours, every day',
      description: null,
      emergency: false,
      hours_language: 'en',
      description_language: null,
    },
  ],
};
