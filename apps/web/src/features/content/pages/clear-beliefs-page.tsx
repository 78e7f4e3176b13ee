import { Link } from 'react-router';
import { ContentPage } from '../components/content-page';

export function ClearBeliefsPage() {
  return (
    <ContentPage
      title="Clear your Beliefs"
      lead="Some of the heaviest things we carry are not events, but sentences we believe about ourselves."
    >
      <p>
        "I am not good enough." "People always leave." "I have to do everything myself." Beliefs like these usually
        formed early, for good reasons, to keep us safe. Over time they harden into rules that shape how we feel and
        what we dare to do, long after they stopped being useful.
      </p>
      <h2 className="text-2xl font-semibold">A belief has a feeling underneath it</h2>
      <p>
        Arguing with a belief rarely changes it. What does help is finding the feeling that keeps it alive. When you say
        the sentence to yourself slowly, something happens in your body: a tight throat, a sinking stomach, heat in your
        face. That sensation is where the work is.
      </p>
      <h2 className="text-2xl font-semibold">How to work with a belief in a session</h2>
      <ol className="list-decimal space-y-2 pl-6">
        <li>Choose "Thought or belief" at the start of a session.</li>
        <li>Write the belief down in your own words, as plainly as you can.</li>
        <li>Say it to yourself and notice where you feel it. Describe those sensations, not the belief.</li>
        <li>
          Stay with the sensations until they change. Then say the sentence again and notice whether it still feels
          true.
        </li>
      </ol>
      <p>
        Beliefs often come in layers, so it is common to need several sessions. Be patient and kind with yourself: you
        are loosening something you have carried for a long time.
      </p>
      <div>
        <Link
          to="/begin-session"
          className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
        >
          Work on a belief
        </Link>
      </div>
    </ContentPage>
  );
}
