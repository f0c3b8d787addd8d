// Every replayable write registers its outbox kind on import; the page and the service worker both import this.
import './likes.ts';
import './comments.ts';
import './replies.ts';
import './follows.ts';
import './chat.ts';
import './notifications-read.ts';
import './blocks.ts';
import './mutes.ts';
import './reports.ts';
import './tag-follows.ts';
import './new-post.ts';
import './new-pet.ts';
import './gallery-photo.ts';
import './pet-edit.ts';
import './profile-edit.ts';
import './post-edit.ts';
