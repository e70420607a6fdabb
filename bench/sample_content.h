// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "bench_random.h"

#include <QByteArray>
#include <QVector>

class JsonTextWriter;

/// The language a generated conversation (mostly) speaks.
enum class SampleLanguage { English, Japanese, Spanish };

/// Invented but realistic transcript content for the benchmark generator: user questions and
/// agent answers in English, Japanese and Spanish, tool calls with arguments and responses, and a
/// pool of small real PNG and JPEG images (drawn with QImage at start). Owns the image pool.
class SampleContent
{
public:
    /// A ready-to-embed image: MIME type and standard base64 of the encoded file.
    struct Image {
        QByteArray mimeType;
        QByteArray base64;
    };

    explicit SampleContent(quint64 seed);

    static SampleLanguage pickLanguage(BenchRandom &random);
    static QByteArray languageCode(SampleLanguage language); ///< "en", "ja", "es"

    QByteArray userText(BenchRandom &random, SampleLanguage language) const;
    /// One short question or request (the small-record shapes).
    QByteArray userSentence(BenchRandom &random, SampleLanguage language) const;
    /// One to five sentences, sometimes with a Markdown list.
    QByteArray agentText(BenchRandom &random, SampleLanguage language) const;
    /// One sentence of an answer (the small-record shapes).
    QByteArray agentSentence(BenchRandom &random, SampleLanguage language) const;
    QByteArray thoughtText(BenchRandom &random, SampleLanguage language) const;
    /// A short web page title for grounding sources.
    QByteArray sourceTitle(BenchRandom &random, SampleLanguage language) const;

    int toolCount() const;
    QByteArray toolName(int tool) const;
    /// Writes the arguments object of a call to `tool`.
    void writeArgs(
        JsonTextWriter &json, BenchRandom &random, int tool, SampleLanguage language) const;
    /// Writes a response object: `{"output": ...}`, or now and then `{"error": ...}`.
    void writeResponse(
        JsonTextWriter &json, BenchRandom &random, int tool, SampleLanguage language) const;

    const Image &image(BenchRandom &random) const;
    int imageCount() const { return int(m_images.size()); }

private:
    QVector<Image> m_images;
};
