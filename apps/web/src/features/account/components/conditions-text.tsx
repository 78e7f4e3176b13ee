import { useAppName } from '../../../lib/app-info';

/** The conditions of use, written for this product in plain language. */
export function ConditionsText() {
  const appName = useAppName();
  return (
    <div
      className="flex max-h-[28rem] flex-col gap-4 overflow-y-auto rounded-xl border border-brand-100 bg-white p-5 text-base leading-relaxed text-ink"
      tabIndex={0}
      aria-label="Conditions of use text"
    >
      <p>
        Please read these conditions before you start a session. They explain what {appName} is, what it is not, and
        what you agree to when you use it. They are written to be read, so take a few minutes.
      </p>
      <h2 className="text-lg font-semibold">1. What {appName} is</h2>
      <p>
        {appName} is a self-help tool. It guides you, step by step, to turn your attention towards an unwanted feeling,
        thought or pain, notice it closely, and let it change. Everything it offers is general guidance that you choose
        to follow on your own, at your own pace.
      </p>
      <h2 className="text-lg font-semibold">2. What {appName} is not</h2>
      <p>
        {appName} is not therapy, counselling, medical care or a diagnosis, and using it does not make anyone your
        therapist or doctor. It does not replace advice, treatment or medication from a qualified professional. Do not
        stop or change a treatment because of something you experienced in a session. If you have a health condition, or
        are unsure whether this kind of exercise suits you, talk to a professional first.
      </p>
      <h2 className="text-lg font-semibold">3. If you are in crisis</h2>
      <p>
        {appName} cannot help in an emergency and nobody watches your sessions as they happen. If you are thinking of
        harming yourself or someone else, or feel unsafe, stop now and contact your local emergency services, or go to
        the nearest emergency department.
      </p>
      <h2 className="text-lg font-semibold">4. Taking care of yourself during a session</h2>
      <p>
        Paying close attention to something painful can make it feel stronger for a while before it eases. You are
        always in charge: you may pause, skip a step or stop a session at any moment. Do not use {appName} while
        driving, operating machinery or doing anything that needs your full attention. If a session leaves you
        distressed, stop and reach out to someone you trust or a professional.
      </p>
      <h2 className="text-lg font-semibold">5. Results</h2>
      <p>
        People experience the method differently. We cannot promise that a feeling, thought or pain will change, or how
        long any change will last. The intensity scores you record are your own impressions, not measurements.
      </p>
      <h2 className="text-lg font-semibold">6. Your account</h2>
      <p>
        You must be at least 18 years old, or have the permission of a parent or guardian, to create an account. Keep
        your password to yourself and tell us if you think someone else has used your account. Use {appName} only for
        yourself and only in lawful ways.
      </p>
      <h2 className="text-lg font-semibold">7. Your information</h2>
      <p>
        We keep what you write and score in your sessions so you can see it in your journal. You can delete your journal
        at any time from Settings. Your results are shared for research only if you turn on Share Data for Research, and
        then only without your name or email address. You can turn it off whenever you like.
      </p>
      <h2 className="text-lg font-semibold">8. Changes to the service and these conditions</h2>
      <p>
        We may improve, change or pause parts of {appName}. If these conditions change in a way that matters, we will
        ask you to read and accept them again before your next session.
      </p>
      <h2 className="text-lg font-semibold">9. Responsibility</h2>
      <p>
        You decide whether and how to use {appName}, and you are responsible for the choices you make based on it. As
        far as the law allows, we are not responsible for decisions you take or harm that results from using the tool in
        place of professional help.
      </p>
      <h2 className="text-lg font-semibold">10. Questions</h2>
      <p>If anything here is unclear, contact us through the Support page before you begin.</p>
    </div>
  );
}
