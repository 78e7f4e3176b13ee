import { ContentPage } from '../components/content-page';
import { PackageVideo } from '../components/package-video';

export function TheoryPage() {
  return (
    <ContentPage title="Theory" lead="Why feeling something fully can help it let go.">
      <PackageVideo title="The theory behind the method" failureText="Video failed to load. Please try again later." />
      <p>
        When something painful happens, we naturally try to get away from it: we tense up, distract ourselves, or tell
        ourselves a story about it. That protects us in the moment, but it can also leave the experience unfinished. The
        feeling stays in the body, and it returns whenever something reminds us of it.
      </p>
      <h2 className="text-2xl font-semibold">Attention without resistance</h2>
      <p>
        Many approaches, from mindfulness to body-focused therapies, share a simple observation: a sensation that is met
        with calm, curious attention tends to change. It may grow for a moment, shift place, change quality, and then
        settle. The guided session is built around exactly that: noticing, describing and allowing.
      </p>
      <h2 className="text-2xl font-semibold">Why the body</h2>
      <p>
        Thoughts can go round in circles, but sensations are always happening now. Describing where and how you feel
        something keeps you in the present, where change can happen, rather than in the memory or the worry.
      </p>
      <h2 className="text-2xl font-semibold">What it is not</h2>
      <p>
        This is a self-help practice, not a diagnosis or a treatment. If an experience is overwhelming, keeps getting
        worse, or comes with thoughts of harming yourself, please talk to a doctor or a mental health professional.
      </p>
    </ContentPage>
  );
}
