// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/ces_run_request.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

/// The inputs of one turn of a live CES session, as the CES page takes them: the user's text,
/// session variables (a JSON object), an attached image or file (blob), DTMF digits and an event
/// name; inputs() makes the turn's SessionInputs from the fields that are set, in that order
/// (variables first), and clear() empties them once sent. Ctrl+Enter in the text asks to send.
/// Owns its widgets.
class CesTurnInput : public QWidget
{
    Q_OBJECT
public:
    explicit CesTurnInput(QWidget *parent = nullptr);

    /// The turn's inputs; false, with `problem` said, when the variables are not a JSON object or
    /// nothing is set.
    bool inputs(QVector<CesSessionInput> *inputs, QString *problem) const;
    /// Empties the fields that were sent (the variables stay: they are often sent again).
    void clear();
    /// Attaches `path` as the next turn's image (PNG, JPEG, WEBP, GIF) or file; false, with
    /// `problem` said, when it cannot be read or is larger than 20 MB.
    bool attach(const QString &path, QString *problem);

    QPlainTextEdit *textEdit() const { return m_text; }
    QPlainTextEdit *variablesEdit() const { return m_variables; }
    QLineEdit *dtmfEdit() const { return m_dtmf; }
    QLineEdit *eventEdit() const { return m_event; }

Q_SIGNALS:
    /// Ctrl+Enter in the text field.
    void sendRequested();
    /// An attachment could not be taken: the page says `problem`.
    void refused(const QString &problem);

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseAttachment();
    void retranslate();

    QPlainTextEdit *m_text = nullptr;
    QPlainTextEdit *m_variables = nullptr;
    QPushButton *m_attach = nullptr;
    QLabel *m_attachmentLabel = nullptr;
    QLineEdit *m_dtmf = nullptr;
    QLineEdit *m_event = nullptr;
    QList<QLabel *> m_labels;
    QString m_attachmentPath;
    QByteArray m_attachment;
    QString m_attachmentType;
};
