package rw.generator.rules;

import static rw.generator.rules.Names.*;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.generator.IFileSystemAccess2;
import org.eclipse.xtext.generator.IGeneratorContext;
import rw.dsl.model.*;

/**
 * The generator of patterns, tables, targets, passes and actions: one Java file per pattern,
 * table, pattern set, target, action and pass, each naming the {@code .rw} line it came from.
 * Extern blocks are checked against their Java class ({@link ExternCheck}).
 */
public class RuleGenerator {
  /** Generates the Java of {@code declaration} (declared in {@code sourceName}) into {@code fsa}. */
  public void generate(Declaration declaration, String sourceName, IFileSystemAccess2 fsa, IGeneratorContext context) {
    String pkg = javaPackage(declaration);
    if (declaration instanceof PatternSet set) {
      for (PatternSetMember m : set.getMembers()) {
        if (m instanceof Pattern p) write(fsa, pkg, PatternGen.generate(p, set, sourceName));
        if (m instanceof Table t) write(fsa, pkg, TableGen.generate(t, set, sourceName));
      }
      write(fsa, pkg, PatternGen.setClass(set, sourceName));
    } else if (declaration instanceof ActionDef a) {
      write(fsa, pkg, action(a, sourceName));
    } else if (declaration instanceof TypeMap t) {
      write(fsa, pkg, TypeMapGen.generate(t, sourceName));
    } else if (declaration instanceof Target t) {
      write(fsa, pkg, PassGen.target(t.getName(), t.getRules(), sourceName, t));
    } else if (declaration instanceof Pass p) {
      write(fsa, pkg, PassGen.pass(p, sourceName));
    } else if (declaration instanceof Pipeline p) {
      write(fsa, pkg, PipelineGen.pipeline(p, sourceName));
    } else if (declaration instanceof ExternBlock e) {
      ExternCheck.check(e, sourceName);
    }
  }

  /** The Java package of a declaration: its file's {@code package}, else {@code rw.generated}. */
  static String javaPackage(EObject o) {
    RwFile file = EcoreUtil2.getContainerOfType(o, RwFile.class);
    return file == null || file.getJavaPackage() == null ? "rw.generated" : file.getJavaPackage();
  }

  private static void write(IFileSystemAccess2 fsa, String pkg, TypeSpec type) {
    JavaFile file = JavaFile.builder(pkg, type).skipJavaLangImports(true).indent("  ").build();
    fsa.generateFile(pkg.replace('.', '/') + "/" + type.name() + ".java", file.toString());
  }

  /**
   * {@code action Name(params) [-> K] { … }} as {@code Name.run(builder, loc, params…)}: ops are
   * built at the caller's location; it returns false (or null, with a result) when it failed.
   */
  private static TypeSpec action(ActionDef a, String source) {
    boolean returnsValue = a.getResult() != null;
    Scope scope = Scope.action(source, returnsValue);
    StmtGen stmts = new StmtGen(scope);
    CodeBlock.Builder body = CodeBlock.builder();
    body.add("// rule $L\n", Names.at(source, a));
    Param first = a.getParams().isEmpty() ? null : a.getParams().get(0);
    boolean opFirst = first != null && Names.javaType(first.getKind(), false).equals(OPERATION);
    body.addStatement("$T root = $L", OPERATION, opFirst ? Names.javaVar(first.getName()) : "null");
    if (!EcoreUtil2.getAllContentsOfType(a, Convert.class).isEmpty()) {
      body.addStatement("var converter = $T.typeConverter(builder)", RULE_OPS);
    }
    stmts.block(a.getBody(), body);
    if (!returnsValue) body.addStatement("return true");
    MethodSpec.Builder run = MethodSpec.methodBuilder("run").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(returnsValue ? Names.javaType(a.getResult(), true) : com.palantir.javapoet.TypeName.BOOLEAN)
        .addParameter(OP_BUILDER, "builder").addParameter(ClassName.get("rw.ir.loc", "Location"), "loc");
    for (Param p : a.getParams()) run.addParameter(Names.javaType(p.getKind(), false), Names.javaVar(p.getName()));
    run.addCode(body.build());
    return TypeSpec.classBuilder(Names.actionClass(a)).addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addAnnotation(PatternGen.generated(source, a))
        .addJavadoc("Action at $L$L.\n", Names.at(source, a), a.getSummary() == null ? "" : ": " + a.getSummary())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).addMethod(run.build()).build();
  }
}
