// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QTextDocument>

/// A QTextDocument that never loads a resource. When nothing answers a request,
/// QTextDocument::loadResource reads `file:` and relative names (`<img src=/dev/zero>`, a Markdown
/// image) with QFile itself; it skips that only for a non-null answer. This document answers every
/// request with an empty stand-in (emptyResource()) and reads nothing: every QTextDocument the
/// views create is one of these, owned like any QObject (or by a shared_ptr without parent).
class SafeTextDocument : public QTextDocument
{
    Q_OBJECT
public:
    explicit SafeTextDocument(QObject *parent = nullptr);

    /// The non-null stand-in for a resource of `type` (a QTextDocument::ResourceType): a 1×1
    /// transparent image for images, an empty text otherwise; counts the request.
    static QVariant emptyResource(int type);
    /// How many resource requests were answered with a stand-in since the program started: a
    /// document shows only text, so anything above zero means something asked to load a file or
    /// an address (tests check this).
    static int refusedLoads();

protected:
    QVariant loadResource(int type, const QUrl &name) override;
};
