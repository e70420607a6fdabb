// SPDX-License-Identifier: GPL-2.0-or-later
#include "ces_turn_input.h"

#include "accessible_names.h"
#include "form_grid.h"

#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    return label;
}

/// The MIME type of an attached file, by its suffix.
QString mimeTypeOf(const QString &path)
{
    static const QMap<QString, QString> types {{u"png"_s, u"image/png"_s},
        {u"jpg"_s, u"image/jpeg"_s}, {u"jpeg"_s, u"image/jpeg"_s}, {u"webp"_s, u"image/webp"_s},
        {u"gif"_s, u"image/gif"_s}, {u"pdf"_s, u"application/pdf"_s},
        {u"json"_s, u"application/json"_s}, {u"txt"_s, u"text/plain"_s}};
    return types.value(QFileInfo(path).suffix().toLower(), u"application/octet-stream"_s);
}

} // namespace

CesTurnInput::CesTurnInput(QWidget *parent)
    : QWidget(parent)
{
    auto *form = new FormGrid;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    const auto row = [this, form](QWidget *field) {
        QLabel *label = plainLabel(this);
        m_labels.append(label);
        form->addRow(label, field);
    };
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"cesText"_s);
    m_text->setTabChangesFocus(true);
    m_text->setMaximumHeight(m_text->fontMetrics().lineSpacing() * 4 + 12);
    row(m_text);
    m_variables = new QPlainTextEdit(this);
    m_variables->setObjectName(u"cesVariables"_s);
    m_variables->setTabChangesFocus(true);
    m_variables->setPlaceholderText(u"{\"customer_tier\": \"gold\"}"_s);
    m_variables->setMaximumHeight(m_variables->fontMetrics().lineSpacing() * 3 + 12);
    row(m_variables);
    auto *attachRow = new QWidget(this);
    auto *attachLayout = new QHBoxLayout(attachRow);
    attachLayout->setContentsMargins(0, 0, 0, 0);
    m_attach = new QPushButton(attachRow);
    m_attach->setObjectName(u"cesAttach"_s);
    m_attachmentLabel = plainLabel(attachRow);
    m_attachmentLabel->setObjectName(u"cesAttachment"_s);
    attachLayout->addWidget(m_attach);
    attachLayout->addWidget(m_attachmentLabel, 1);
    row(attachRow);
    m_dtmf = new QLineEdit(this);
    m_dtmf->setObjectName(u"cesDtmf"_s);
    m_dtmf->setPlaceholderText(u"1234#"_s);
    row(m_dtmf);
    m_event = new QLineEdit(this);
    m_event->setObjectName(u"cesEvent"_s);
    row(m_event);
    connect(m_attach, &QPushButton::clicked, this, &CesTurnInput::chooseAttachment);
    auto *sendKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), m_text);
    sendKey->setContext(Qt::WidgetShortcut);
    connect(sendKey, &QShortcut::activated, this, &CesTurnInput::sendRequested);
    retranslate();
}

bool CesTurnInput::inputs(QVector<CesSessionInput> *inputs, QString *problem) const
{
    if (const QByteArray variables = m_variables->toPlainText().trimmed().toUtf8();
        !variables.isEmpty()) {
        QJsonParseError error;
        if (!QJsonDocument::fromJson(variables, &error).isObject()) {
            //: CES page status: the variables typed are not a JSON object; %1 why
            *problem = tr("The variables are not a JSON object: %1")
                           .arg(error.error == QJsonParseError::NoError ? tr("another JSON value")
                                                                        : error.errorString());
            return false;
        }
        inputs->append(CesSessionInput::fromVariables(variables));
    }
    if (const QString text = m_text->toPlainText().trimmed(); !text.isEmpty())
        inputs->append(CesSessionInput::fromText(text));
    if (!m_attachmentPath.isEmpty()) {
        CesSessionInput file;
        file.kind = m_attachmentType.startsWith(u"image/"_s) ? CesSessionInput::Kind::Image
                                                             : CesSessionInput::Kind::Blob;
        file.mimeType = m_attachmentType;
        file.data = m_attachment;
        inputs->append(file);
    }
    for (const auto &[field, kind] : {std::pair {m_dtmf, CesSessionInput::Kind::Dtmf},
             std::pair {m_event, CesSessionInput::Kind::Event}}) {
        if (const QString value = field->text().trimmed(); !value.isEmpty()) {
            CesSessionInput input;
            input.kind = kind;
            input.text = value;
            inputs->append(input);
        }
    }
    if (inputs->isEmpty()) {
        //: CES page status: Send with every input field empty
        *problem = tr("Type a message, variables, DTMF digits or an event, or attach a file.");
        return false;
    }
    return true;
}

void CesTurnInput::clear()
{
    m_text->clear();
    m_dtmf->clear();
    m_event->clear();
    m_attachmentPath.clear();
    m_attachment.clear();
    retranslate(); // the attachment's line
}

bool CesTurnInput::attach(const QString &path, QString *problem)
{
    QFile file(path);
    constexpr qint64 kMaxBytes = 20 * 1024 * 1024;
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxBytes) {
        //: CES page status: a file to attach cannot be read or is too big; %1 its path
        *problem = tr("%1 cannot be attached: it cannot be read, or is larger than 20 MB.")
                       .arg(QDir::toNativeSeparators(path));
        return false;
    }
    m_attachment = file.readAll();
    m_attachmentPath = path;
    m_attachmentType = mimeTypeOf(path);
    retranslate(); // the attachment's line
    return true;
}

void CesTurnInput::chooseAttachment()
{
    //: file dialog title of the CES page's Attach File…
    const QString path = QFileDialog::getOpenFileName(this, tr("Attach a File"));
    QString problem;
    if (!path.isEmpty() && !attach(path, &problem))
        Q_EMIT refused(problem);
}

void CesTurnInput::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CesTurnInput::retranslate()
{
    const QStringList labels {
        //: CES page: the text of the user's turn
        tr("Message"),
        //: CES page: session variables sent with the turn, a JSON object
        tr("Variables"),
        //: CES page: an image or file sent with the turn
        tr("Attachment"),
        //: CES page: telephone keypad digits sent as the turn
        tr("DTMF"),
        //: CES page: the name of an event sent as the turn
        tr("Event"),
    };
    const QList<QWidget *> fields {m_text, m_variables, nullptr, m_dtmf, m_event};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i) {
        m_labels.at(i)->setText(labels.at(i));
        if (QWidget *field = fields.at(i)) // the button has its own text
            field->setAccessibleName(AccessibleNames::fromLabel(labels.at(i)));
    }
    m_text->setToolTip(tr("The user's text for this turn; Ctrl+Enter sends it"));
    m_variables->setToolTip(tr("Session variables sent before the text, as a JSON object"));
    //: CES page button: choose an image or file to send with the turn
    m_attach->setText(tr("Attach File…"));
    m_attach->setToolTip(tr("An image (PNG, JPEG, WEBP, GIF) or any file sent with the turn"));
    m_attachmentLabel->setText(m_attachmentPath.isEmpty()
            ? QString()
            //: CES page: the attached file; %1 its name, %2 its type, %3 its size in bytes
            : tr("%1 (%2, %3 bytes)")
                  .arg(QFileInfo(m_attachmentPath).fileName(), m_attachmentType,
                      QLocale().toString(m_attachment.size())));
    m_dtmf->setToolTip(tr("Keypad digits sent as the turn (dtmf)"));
    m_event->setToolTip(tr("The name of an event sent as the turn"));
}
