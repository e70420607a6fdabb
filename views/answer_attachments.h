// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "transcript/answer_details.h"

#include <QVector>
#include <QWidget>

class QHBoxLayout;

/// The blob attachments of a Discovery Engine answer in a row: a thumbnail decoded from the
/// attachment's own bytes (never from a URL), with its MIME type, origin and size. Holds a copy
/// of the (implicitly shared) blobs; owned by the answer pane.
class AnswerAttachments : public QWidget
{
    Q_OBJECT
public:
    explicit AnswerAttachments(QWidget *parent = nullptr);

    void setBlobs(const QVector<AnswerBlob> &blobs);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QVector<AnswerBlob> m_blobs;
    QHBoxLayout *m_layout = nullptr;
};
