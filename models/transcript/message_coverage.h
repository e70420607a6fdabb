// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "offsets.h"

#include <QVector>

struct Conversation;
struct Message;

/// How much of one answer its citations cover: GroundingCoverage summed over the message's Text
/// chunks that citations can point into (Chunk::sourcePart set), read as Markdown, with the place
/// of every sentence that has no citation. A segment that applies to the whole message (a support
/// without a segment) covers all of it. A plain value computed from a Message once, where the
/// conversation is read (attach), and kept in Message::coverage.
struct MessageCoverage {
    /// A sentence with no citation: in chunk `chunk` (index into Message::chunks) of its text.
    struct Sentence {
        int chunk = -1;
        Utf16Range utf16; ///< in Chunk::text
        Utf8Range bytes; ///< the same range in the chunk text's UTF-8 bytes
        bool operator==(const Sentence &o) const
        {
            return chunk == o.chunk && utf16 == o.utf16 && bytes == o.bytes;
        }
    };

    /// Whether coverage means anything here: the message has a grounding and text it can cite.
    bool applies = false;
    qsizetype shownCharacters = 0;
    qsizetype citedCharacters = 0;
    QVector<Sentence> uncited;

    /// The cited share of the shown characters, 0 to 1.
    double share() const
    {
        return shownCharacters > 0 ? double(citedCharacters) / double(shownCharacters) : 0.0;
    }
    /// The whole percentage shown to people ("84 %"): rounded down, so 100 means all of it.
    int percent() const;

    /// The coverage of `message`: the one attach() kept, or computed now when there is none.
    static MessageCoverage of(const Message &message);
    /// Computes the coverage of every grounded message of `conversation` into
    /// Message::coverage; called by whoever reads a conversation, on its thread, so the views
    /// never compute it while the user moves through the answers.
    static void attach(Conversation &conversation);

private:
    static MessageCoverage compute(const Message &message);
};
