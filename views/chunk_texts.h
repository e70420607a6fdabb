// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/image_decoder.h"
#include "transcript/chunk.h"

#include <QString>

/// The words a painted card shows for a chunk, in the current language: its title, the labels
/// and buttons of its kind, what Copy takes from it. Stateless; the translation contexts are
/// those of the card widgets these texts came from (the catalogs keep them).
class ChunkTexts
{
public:
    /// The translated name of a chunk kind ("Text", "Tool call", ...).
    static QString kindTitle(ChunkKind kind);
    /// The title line of the chunk's card (a transcript, a thought or an unknown kind say more).
    static QString cardTitle(const Chunk &chunk);
    /// What "Copy text" copies: the text of text-like chunks, the pretty JSON of the arguments,
    /// response or payload of the others (empty when there is nothing textual).
    static QString plainText(const Chunk &chunk);
    /// The tool resource (or toolset and tool id) and call id of a tool call or response, one per
    /// line; empty when the chunk names none.
    static QString toolIdentityText(const Chunk &chunk);

    /// A thought's Show / Hide button, its signature size ("" without one), its first line.
    static QString thoughtToggleText(bool open);
    static QString thoughtSignatureText(const Chunk &chunk);
    static QString thoughtPreviewText(const Chunk &chunk);
    /// "Go to response" on a tool call, "Go to call" on a tool response.
    static QString goToText(ChunkKind kind);
    /// A tool call's "Arguments", or "No arguments" when it has none (or an empty object).
    static QString argumentsTitle(const Chunk &chunk);
    static bool hasArguments(const Chunk &chunk);
    /// Instead of a long text while it is laid out in the background.
    static QString layingOutText(qsizetype characters);
    static QString errorTitle(); ///< above a tool's error
    static QString outputTitle(); ///< above a tool's result
    /// A tool response's result: its output, else its whole value unless it is an error.
    static const JsonText &resultOf(const Chunk &chunk);
    static QString agentTransferText(const Chunk &chunk); ///< "→ name (resource)"
    static QString codeInfoText(const Chunk &chunk); ///< a code chunk's language or outcome
    static QString plainShownText(const Chunk &chunk); ///< a file reference's or error's line
    static QString blobInfoText(const Chunk &chunk); ///< an attachment's type and size
    static QString saveText(); ///< "Save as…"
    /// An image that is not shown: decoding, or why it could not be.
    static QString imagePlaceholderText(
        const Chunk &chunk, bool decoding, const ImageDecoder::Result &result);
    static QString imageCaptionText(const Chunk &chunk, QSize size); ///< under a thumbnail
};
