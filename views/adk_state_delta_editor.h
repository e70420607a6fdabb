// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

/// The ADK page's state delta: its label, a multi-line monospace JSON editor with a live validity
/// mark under it ("Valid JSON object.", or the parse error with its line and column). Empty
/// means no delta. Owns its widgets.
class AdkStateDeltaEditor : public QWidget
{
    Q_OBJECT
public:
    explicit AdkStateDeltaEditor(QWidget *parent = nullptr);

    QPlainTextEdit *edit() const { return m_edit; }
    QString text() const;
    void setText(const QString &text);
    /// The delta to send: a JSON object's text, or empty (none).
    QByteArray json() const;
    /// Empty, or a JSON object: what may be sent.
    bool isSendable() const { return m_sendable; }
    /// The validity mark as shown ("" when empty).
    QString markText() const;

Q_SIGNALS:
    void sendableChanged(bool sendable);

protected:
    void changeEvent(QEvent *event) override;

private:
    void check();
    void retranslate();

    QLabel *m_label = nullptr;
    QPlainTextEdit *m_edit = nullptr;
    QLabel *m_mark = nullptr;
    bool m_sendable = true;
};
