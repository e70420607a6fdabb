// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

/// The CES page's client-side tool calls: each call an agent's turn asked the client to run (a
/// SessionOutput's `toolCalls`), its tool and arguments shown, with a JSON editor for its
/// response that starts from the tool's canned response when one was saved (QSettings
/// "query/ces/cannedResponses/<tool>"), else `{}`. Send Responses checks every response is a
/// JSON object, saves them as the tools' canned responses when asked, and hands the ToolResponse
/// array (`[{id, tool|toolsetTool, response}]`) to the page. Owns its widgets.
class CesToolCalls : public QWidget
{
    Q_OBJECT
public:
    explicit CesToolCalls(QWidget *parent = nullptr);

    /// Adds the calls of a SessionOutput's `toolCalls.toolCalls` array (each a ToolCall).
    void addCalls(const QJsonArray &calls);
    /// Forgets every call (answered, or another session).
    void clear();
    int count() const { return int(m_calls.size()); }
    QString toolName(int call) const;
    QPlainTextEdit *responseEdit(int call) const;
    QCheckBox *saveCannedBox() const { return m_saveCanned; }
    QPushButton *sendButton() const { return m_send; }
    /// The ToolResponse array of the calls (compact JSON); empty, with `problem` said, when a
    /// response is not a JSON object.
    QByteArray responses(QString *problem) const;
    /// The saved canned response of `tool` (a JSON object's text), or empty.
    static QByteArray cannedResponse(const QString &tool);

Q_SIGNALS:
    /// Send Responses: the ToolResponse array to send as the next turn's input.
    void responsesReady(const QByteArray &responsesJson);
    /// A response is not a JSON object: the page says `problem`.
    void refused(const QString &problem);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Call {
        QJsonObject call;
        QWidget *box = nullptr;
        QLabel *title = nullptr;
        QPlainTextEdit *response = nullptr;
    };

    void send();
    void retranslate();

    QVector<Call> m_calls;
    QLabel *m_heading = nullptr;
    QVBoxLayout *m_list = nullptr;
    QCheckBox *m_saveCanned = nullptr;
    QPushButton *m_send = nullptr;
};
