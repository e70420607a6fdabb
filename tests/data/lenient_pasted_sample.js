// Example: a conversation as shown in the docs (values shortened)
const conversation = {
  "name": "projects/p1/locations/us/apps/a1/conversations/c-42", // the resource name
  "turns": [
    {
      "messages": [
        {"role": "user", "chunks": [{"text": "Where is my order?"}]},
        /* the agent answers */
        {"role": "agent", "chunks": [{"text": "It ships today… // not a comment"}],},
        ...
      ],
    },
    …
  ],
  "turnCount": 1,
};
