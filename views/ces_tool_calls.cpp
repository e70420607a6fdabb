// SPDX-License-Identifier: GPL-2.0-or-later
#include "ces_tool_calls.h"

#include <QCheckBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFrame>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString cannedKey(const QString &tool)
{
    // A tool's resource name has slashes, which QSettings reads as groups: percent-encoded.
    return u"query/ces/cannedResponses/"_s + QString::fromLatin1(QUrl::toPercentEncoding(tool));
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

CesToolCalls::CesToolCalls(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heading = plainLabel(this);
    layout->addWidget(m_heading);
    m_list = new QVBoxLayout;
    layout->addLayout(m_list);
    m_saveCanned = new QCheckBox(this);
    m_saveCanned->setObjectName(u"cesSaveCanned"_s);
    layout->addWidget(m_saveCanned); // a row of its own: long in some languages
    auto *buttons = new QHBoxLayout;
    m_send = new QPushButton(this);
    m_send->setObjectName(u"cesSendResponses"_s);
    buttons->addStretch(1);
    buttons->addWidget(m_send);
    layout->addLayout(buttons);
    connect(m_send, &QPushButton::clicked, this, &CesToolCalls::send);
    retranslate();
    setVisible(false);
}

QString CesToolCalls::toolName(int call) const
{
    const QJsonObject c = m_calls.value(call).call;
    if (const QString name = c.value(u"displayName"_s).toString(); !name.isEmpty())
        return name;
    if (const QString tool = c.value(u"tool"_s).toString(); !tool.isEmpty())
        return tool.section(u'/', -1);
    return c.value(u"toolsetTool"_s).toObject().value(u"toolId"_s).toString();
}

void CesToolCalls::addCalls(const QJsonArray &calls)
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const QJsonValue &value : calls) {
        if (!value.isObject())
            continue;
        Call call;
        call.call = value.toObject();
        call.box = new QFrame(this);
        static_cast<QFrame *>(call.box)->setFrameShape(QFrame::StyledPanel);
        auto *box = new QVBoxLayout(call.box);
        call.title = plainLabel(call.box);
        box->addWidget(call.title);
        auto *args = plainLabel(call.box);
        args->setFont(fixed);
        args->setText(QString::fromUtf8(
            QJsonDocument(call.call.value(u"args"_s).toObject()).toJson(QJsonDocument::Indented))
                          .trimmed());
        box->addWidget(args);
        call.response = new QPlainTextEdit(call.box);
        call.response->setObjectName(u"cesToolResponse"_s);
        call.response->setFont(fixed);
        call.response->setTabChangesFocus(true);
        call.response->setFixedHeight(call.response->fontMetrics().lineSpacing() * 4 + 12);
        m_calls.append(call);
        const QByteArray canned = cannedResponse(toolName(int(m_calls.size()) - 1));
        call.response->setPlainText(canned.isEmpty() ? u"{}"_s : QString::fromUtf8(canned));
        box->addWidget(call.response);
        m_list->addWidget(call.box);
    }
    retranslate();
    setVisible(!m_calls.isEmpty());
}

void CesToolCalls::clear()
{
    for (const Call &call : std::as_const(m_calls))
        delete call.box;
    m_calls.clear();
    setVisible(false);
}

QPlainTextEdit *CesToolCalls::responseEdit(int call) const
{
    return call >= 0 && call < m_calls.size() ? m_calls.at(call).response : nullptr;
}

QByteArray CesToolCalls::cannedResponse(const QString &tool)
{
    return QSettings().value(cannedKey(tool)).toByteArray();
}

QByteArray CesToolCalls::responses(QString *problem) const
{
    QJsonArray responses;
    for (int i = 0; i < m_calls.size(); ++i) {
        const Call &call = m_calls.at(i);
        QJsonParseError error;
        const QJsonDocument doc
            = QJsonDocument::fromJson(call.response->toPlainText().toUtf8(), &error);
        if (!doc.isObject()) {
            //: CES page: a tool response typed is not a JSON object; %1 the tool, %2 why
            *problem = tr("The response to %1 is not a JSON object: %2")
                           .arg(toolName(i),
                               error.error == QJsonParseError::NoError ? tr("another JSON value")
                                                                       : error.errorString());
            return QByteArray();
        }
        QJsonObject response {{u"id"_s, call.call.value(u"id"_s)}, {u"response"_s, doc.object()}};
        for (const QString &key : {u"tool"_s, u"toolsetTool"_s, u"displayName"_s}) {
            if (call.call.contains(key))
                response.insert(key, call.call.value(key));
        }
        responses.append(response);
    }
    return QJsonDocument(responses).toJson(QJsonDocument::Compact);
}

void CesToolCalls::send()
{
    QString problem;
    const QByteArray json = responses(&problem);
    if (json.isEmpty()) {
        Q_EMIT refused(problem);
        return;
    }
    if (m_saveCanned->isChecked()) {
        QSettings settings;
        for (int i = 0; i < m_calls.size(); ++i) {
            const QByteArray response
                = QJsonDocument::fromJson(m_calls.at(i).response->toPlainText().toUtf8())
                      .toJson(QJsonDocument::Compact);
            settings.setValue(cannedKey(toolName(i)), response);
        }
    }
    Q_EMIT responsesReady(json);
}

void CesToolCalls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CesToolCalls::retranslate()
{
    //: CES page: heading of the tools the agent asks the client (this window) to run
    m_heading->setText(tr("The agent asks this client to run these tools:"));
    //: CES page check box: keep each response typed as that tool's canned response
    m_saveCanned->setText(tr("Save as the tools' canned responses"));
    m_saveCanned->setToolTip(tr("Next time a call of the same tool starts from this response"));
    //: CES page button: send the typed tool responses as the next input of the session
    m_send->setText(tr("Send Responses"));
    m_send->setToolTip(tr("Send the responses to the agent, which goes on with the turn"));
    for (int i = 0; i < m_calls.size(); ++i) {
        const Call &call = m_calls.at(i);
        //: CES page: a tool call; %1 the tool, %2 the call's id
        call.title->setText(
            tr("%1 (call %2)").arg(toolName(i), call.call.value(u"id"_s).toString()));
        //: accessible name of the response field of a tool call; %1 the tool
        call.response->setAccessibleName(tr("Response to %1").arg(toolName(i)));
        call.response->setToolTip(
            tr("The tool's result as a JSON object, sent as the ToolResponse's response"));
    }
}
