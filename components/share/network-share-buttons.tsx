'use client';

import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  RedditIcon,
  RedditShareButton,
  XIcon,
  XShareButton,
} from 'react-share';

export interface NetworkShareButtonsProps {
  url: string;
  title: string;
}

/** Facebook, X, Reddit and LinkedIn share buttons (react-share), each with an accessible name. */
export function NetworkShareButtons({ url, title }: NetworkShareButtonsProps) {
  return (
    <>
      <FacebookShareButton url={url} aria-label="Share on Facebook">
        <FacebookIcon size={44} round aria-hidden="true" />
      </FacebookShareButton>
      <XShareButton url={url} title={title} aria-label="Share on X (Twitter)">
        <XIcon size={44} round aria-hidden="true" />
      </XShareButton>
      <RedditShareButton url={url} title={title} aria-label="Share on Reddit">
        <RedditIcon size={44} round aria-hidden="true" />
      </RedditShareButton>
      <LinkedinShareButton url={url} title={title} aria-label="Share on LinkedIn">
        <LinkedinIcon size={44} round aria-hidden="true" />
      </LinkedinShareButton>
    </>
  );
}
