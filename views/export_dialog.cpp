// SPDX-License-Identifier: GPL-2.0-or-later
#include "export_dialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

const QString kFormatKey = u"export/format"_s;
const QString kScopeKey = u"export/scope"_s;
const QString kFolderKey = u"export/folder"_s;

QString withSuffix(const QString &path, ExportFormat format)
{
    if (path.isEmpty())
        return path;
    QString base = path;
    for (const ExportFormat each : ExportFormats::all()) { // the suffix of another format goes
        const QString suffix = u'.' + ExportFormats::suffix(each);
        if (base.endsWith(suffix, Qt::CaseInsensitive)) {
            base.chop(suffix.size());
            break;
        }
    }
    return base + u'.' + ExportFormats::suffix(format);
}

} // namespace

ExportDialog::ExportDialog(
    const ExportScopes &scopes, std::optional<ExportFormat> format, QWidget *parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_scopes(new QButtonGroup(this))
    , m_path(new QLineEdit(this))
    , m_browse(new QPushButton(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"exportDialog"_s);
    //: dialog title (File > Export…)
    setWindowTitle(tr("Export"));
    const QSettings settings;
    for (const ExportFormat each : ExportFormats::all())
        m_format->addItem(ExportFormats::displayName(each), int(each));
    const auto remembered = ExportFormats::fromId(settings.value(kFormatKey).toString());
    m_format->setCurrentIndex(
        qMax(0, m_format->findData(int(format.value_or(remembered.value_or(ExportFormat::Html))))));
    //: export dialog: what the exported file is
    m_format->setAccessibleName(tr("Format"));
    m_format->setToolTip(tr("The kind of file to write; the file name's extension follows it"));

    struct ScopeRow {
        ExportScope scope;
        QString text;
        bool enabled;
        QString description;
    };
    const QVector<ScopeRow> rows = {
        //: export dialog: export every conversation of the file; %n how many
        {ExportScope::File,
            tr("The whole file (%n conversation(s))", nullptr, scopes.conversations),
            scopes.conversations > 0, tr("Export every conversation of the file")},
        {ExportScope::SelectedConversations,
            //: export dialog: the conversations selected in the conversation list; %n how many
            tr("The selected conversations (%n)", nullptr, scopes.selectedConversations),
            scopes.selectedConversations > 1,
            tr("Export the conversations selected in the conversation list")},
        //: export dialog: the conversation shown in the message view
        {ExportScope::Conversation, tr("This conversation"), scopes.conversationOpen,
            tr("Export the conversation shown in the message view")},
        {ExportScope::Message,
            //: export dialog: the messages selected in the message view; %n how many
            tr("The selected messages (%n)", nullptr, scopes.selectedMessages),
            scopes.selectedMessages > 0,
            tr("Export only the messages selected in the message view (Ctrl+click or "
               "Shift+click selects several)")},
    };
    auto *scopeBox = new QVBoxLayout;
    const auto rememberedScope
        = ExportScope(settings.value(kScopeKey, int(ExportScope::Conversation)).toInt());
    for (const ScopeRow &row : rows) {
        auto *button = new QRadioButton(row.text, this);
        button->setEnabled(row.enabled);
        button->setToolTip(row.description);
        m_scopes->addButton(button, int(row.scope));
        scopeBox->addWidget(button);
    }
    // The remembered scope when it applies, else the narrowest one that does.
    QAbstractButton *checked = m_scopes->button(int(rememberedScope));
    for (int i = int(rows.size()) - 1; i >= 0 && !(checked && checked->isEnabled()); --i)
        checked = m_scopes->button(int(rows.at(i).scope));
    if (checked && checked->isEnabled())
        checked->setChecked(true);

    const QString folder
        = settings
              .value(
                  kFolderKey, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
              .toString();
    const QString base = scopes.fileBaseName.isEmpty() ? u"transcript"_s : scopes.fileBaseName;
    m_path->setText(QDir(folder).filePath(base + u'.' + ExportFormats::suffix(choice().format)));
    //: export dialog: the file the export is written to
    m_path->setAccessibleName(tr("File"));
    m_path->setAccessibleDescription(
        tr("The path of the file to write; Browse… chooses it in a dialog"));
    //: button that opens a file chooser
    m_browse->setText(tr("Browse…"));
    m_browse->setAccessibleDescription(tr("Choose the file to write"));
    m_path->setMinimumWidth(m_path->fontMetrics().averageCharWidth() * 48);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);

    auto *form = new QFormLayout;
    //: export dialog label
    form->addRow(tr("&Format:"), m_format);
    //: export dialog label: which conversations or messages
    form->addRow(tr("Export:"), scopeBox);
    //: export dialog label: the output file
    auto *pathLabel = new QLabel(tr("F&ile:"), this);
    pathLabel->setBuddy(m_path); // a row of a layout gets no buddy by itself
    form->addRow(pathLabel, pathRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    //: export dialog: the button that writes the file
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));

    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateOk);
    connect(m_scopes, &QButtonGroup::idToggled, this, &ExportDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportDialog::reject);
    updateOk();
}

ExportChoice ExportDialog::choice() const
{
    ExportChoice choice;
    choice.format = ExportFormat(m_format->currentData().toInt());
    choice.scope = ExportScope(qMax(0, m_scopes->checkedId()));
    choice.path = m_path->text().trimmed();
    return choice;
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

QRadioButton *ExportDialog::scopeButton(ExportScope scope) const
{
    return qobject_cast<QRadioButton *>(m_scopes->button(int(scope)));
}

void ExportDialog::accept()
{
    const ExportChoice chosen = choice();
    QSettings settings;
    settings.setValue(kFormatKey, ExportFormats::id(chosen.format));
    settings.setValue(kScopeKey, int(chosen.scope));
    settings.setValue(kFolderKey, QFileInfo(chosen.path).absolutePath());
    QDialog::accept();
}

void ExportDialog::browse()
{
    const ExportFormat format = choice().format;
    //: file dialog filter: %1 format name, %2 the file suffix
    const QString filter
        = tr("%1 files (*.%2)")
              .arg(ExportFormats::displayName(format), ExportFormats::suffix(format));
    //: file dialog title
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export To"), m_path->text(), filter);
    if (!path.isEmpty())
        setPath(path);
}

void ExportDialog::formatChanged()
{
    m_path->setText(withSuffix(m_path->text(), choice().format));
}

void ExportDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_path->text().trimmed().isEmpty() && m_scopes->checkedId() >= 0);
}
